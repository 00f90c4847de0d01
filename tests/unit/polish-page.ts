// The demo shop's pages are Polish (<html lang="pl-PL">), and the unit tests expect its strings: the built-in
// catalogue applies only on a Polish page. Tests of other languages set the lang themselves.
if (typeof document !== 'undefined') document.documentElement.lang = 'pl-PL';
