// A leaf module (issue 25 item 6): the mock's instants as the API writes them (ISO 8601, UTC).
export const iso = (ms: number) => new Date(ms).toISOString()
