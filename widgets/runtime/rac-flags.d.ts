// RAC's shadow-DOM switch lives in a private module of react-stately (the path RAC itself imports).
declare module 'react-stately/private/flags/flags' {
  export function enableShadowDOM(): void;
}
