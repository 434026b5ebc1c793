// Sizes in bytes, for limits written as people say them (a 256 KB form, a 15 MB photo). Safe for the browser.
export const KB = 1024;
export const MB = 1024 * KB;
