// The spec keeps the bearer token in localStorage under `token`; only this module touches it.
const KEY = 'token';

export function getStoredToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(KEY, token);
}

export function forgetToken(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing to forget
  }
}
