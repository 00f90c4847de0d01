/** Writing a cookie through js-cookie, with the attributes WordPress uses: path /, for the browser session. */
import Cookies from 'js-cookie';

export function setCookie(name: string, value: string): void {
  Cookies.set(name, value, { path: '/', sameSite: 'lax' });
}
