/**
 * The login page's title and the description of its first step, which the shell painted before the page's code
 * arrives says too (web/index.html, app/layout/BootShell.tsx): the same words in the same place, so the page's
 * largest text is painted with the HTML (issue 37).
 */
export const LOGIN_TITLE = 'Login';
export const PHONE_STEP_DESCRIPTION = 'Enter your phone number to receive a one-time code.';
