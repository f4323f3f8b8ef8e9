/** Spec section 2: after navigation the page scrolls to the top unless the query has keepScroll. */
export function shouldScrollToTop(search: string): boolean {
  return !new URLSearchParams(search).has('keepScroll');
}
