/**
 * A page of the bank's site. The site is the api-base's origin (docs/decisions.md "Navigation
 * targets"), whatever path the api-base has: `https://bank.example/widgets-api` serves the services
 * under that path, but the privacy statement is `https://bank.example/privacystatement`. Every link
 * and navigation to a site page is built here. A relative api-base is the page's own origin.
 */
export function sitePage(apiBase: string, path: string): URL {
  return new URL(path, new URL(`${apiBase}/`, globalThis.location?.href));
}
