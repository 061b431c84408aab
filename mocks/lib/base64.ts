// A leaf module (issue 25 item 6): uploads and contracts both decode base64, and neither imports the other.
export function fromBase64(content: string): Uint8Array {
  const binary = atob(content)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}
