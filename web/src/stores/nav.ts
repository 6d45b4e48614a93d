// Stores navigate through this hook so they never import the router; the app installs the real one.
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: NavigateFn = (to, options) => {
  if (options?.replace) location.replace(to);
  else location.assign(to);
};

export function setNavigate(fn: NavigateFn): void {
  navigateImpl = fn;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** Path + search of the current page, for login redirects and events. */
export function currentPath(): string {
  return `${location.pathname}${location.search}`;
}
