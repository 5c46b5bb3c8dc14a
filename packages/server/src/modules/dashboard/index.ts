// The face of dashboard: what other modules may use of it. None uses it yet; what one needs is exported here,
// from a service, never a repository or a table.
export {};
