/**
 * Whether `key` is `obj`'s own property: Object.hasOwn arrived in Safari 15.4, above the support
 * floor (README "Browser support"; lint forbids Object.hasOwn in browser code).
 */
export const hasOwn = (obj: object, key: PropertyKey): boolean => Object.prototype.hasOwnProperty.call(obj, key);
