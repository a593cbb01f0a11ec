/** This view goes to a provider's page (it returns to the return URL it was given); a seam for the tests. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
