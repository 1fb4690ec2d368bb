import { MAX_ATTEMPTS } from './otp.service';

/**
 * Password tries, as many as a code has (5), in a quarter of an hour (a code lives 5 minutes, a new one every minute
 * at most, 5 an hour): per phone at sign-in, per user for the current password of a change. Counted before the
 * check, known phone or not, cleared by a success.
 */
export const PASSWORD_TRIES = MAX_ATTEMPTS;
export const PASSWORD_WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_PASSWORD_TRIES = 'Too many sign-in attempts for this number. Try again later';
export const TOO_MANY_CURRENT_TRIES = 'Too many wrong current passwords. Try again later';
