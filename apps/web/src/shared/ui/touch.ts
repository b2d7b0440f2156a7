/**
 * Where fingers, not a mouse, press (a touch screen, or a phone-wide window): every control is
 * at least TAP × TAP px (WCAG 2.5.5, Apple's and Google's guidance; issue 29 point 12).
 */
export const TOUCH = '@media (pointer: coarse), (max-width: 599.95px)';
export const TAP = 44;
