import Bowser from 'bowser';

/** Where a request comes from, as a session and the login history show it. */
export interface ClientOrigin {
  device: string | null;
  address: string | null;
}

const MAX_USER_AGENT = 512;

/** "Chrome 131 on Linux", from a User-Agent; null when there is none. */
export function deviceOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent.slice(0, MAX_USER_AGENT));
  const name = browser.name ? `${browser.name}${browser.version ? ` ${browser.version.split('.')[0]}` : ''}` : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}

export const originOf = (req: { ip: string; headers: Record<string, string | string[] | undefined> }): ClientOrigin => {
  const ua = req.headers['user-agent'];
  return { device: deviceOf(Array.isArray(ua) ? ua[0] : ua), address: req.ip || null };
};
