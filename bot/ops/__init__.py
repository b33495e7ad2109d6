"""What an operator runs and watches: metrics, logs, background tasks, shard leases,
login backoff. Discord-free."""
