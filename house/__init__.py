"""What every game's app shares: one-line errors and the console (`house.console`), YAML
read within limits (`house.checked_yaml`) and checked field by field (`house.fields`), files
written whole (`house.files`), the cycle collector paused while a command starts
(`house.startup`) and keys typed while a session is busy kept for its next prompt
(`house.typeahead`).

It knows no game: Prime Minister's packages, Electioneer UK's and the presidency helper's
import it, and it imports none of them. Its modules are imported where they are used, so a
command pays only for what it needs.
"""
