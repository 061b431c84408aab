// The key two material codes are the same by (issue 27 item 3): quick order and the server match codes
// case-insensitively. A leaf without yup, so the mock's seed and first handler group can use it.
export const codeKey = (code: string) => code.trim().toLowerCase()
