"""Discord glue: every module here is loaded as an extension by bot.app.client."""
