### Slash commands: names, descriptions, options and choices (source language: English).
### The English here must equal the code's (tests/lang/test_commands.py); the Translator
### (cogs/lang/translator.py) serves the other languages' files to Discord.
