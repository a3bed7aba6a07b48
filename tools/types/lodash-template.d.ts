declare module 'lodash/template' {
  /** The template engine html-webpack-plugin renders the host's HTML with. */
  export default function template(source: string): (data: object) => string;
}
