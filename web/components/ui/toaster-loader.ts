// The toaster's chunk, loaded once, with the first toast. Shared by the host that draws toasts and by code that
// must know a toast can be seen before it moves on (a redirect after "You are logged out").
let loading: Promise<typeof import('./toaster')> | undefined;

export function loadToaster(): Promise<typeof import('./toaster')> {
  if (!loading) {
    loading = import('./toaster');
    // A failed load (a dropped connection) may be tried again by the next toast.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
