/** Writing cookies through js-cookie, with the attributes WordPress uses (path /, session unless told). */
import Cookies from 'js-cookie';

export function setCookie(name: string, value: string, options: { expiresDays?: number } = {}): void {
  Cookies.set(name, value, { path: '/', sameSite: 'lax', expires: options.expiresDays });
}
