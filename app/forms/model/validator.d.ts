// The one function of `validator` the forms use (the package ships no types of its own).
declare module "validator/lib/isEmail.js" {
  /** RFC 5321's lengths and a real host name for the domain; the defaults are the forms' rule. */
  export default function isEmail(address: string): boolean;
}
