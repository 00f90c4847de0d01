/** Whether the shopper has asked the system for less motion: slides, scrolls and fades then happen at once. */
export const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;
