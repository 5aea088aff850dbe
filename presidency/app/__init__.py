"""The `presidency` command: one-line answers (`odds`, `treasury`, `election FILE`) and the
interactive table session (`assist`). Subcommands are imported only when they run, so an
answer never pays for prompt_toolkit."""
