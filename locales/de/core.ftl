### Menageries gemeinsame Wörter (Übersetzung aus dem Englischen, locales/en/core.ftl).
### Ids beginnen mit "core-". Wie man übersetzt: docs/languages.md.

## Languages

core-lang-name = Deutsch

## Supplied text

core-unnamed = (ohne Namen)
