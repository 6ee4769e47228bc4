// The phone field's stylesheet, for the pages whose forms are prerendered: imported by their route
// modules (through this file), it is linked in the page's head, so the field has its final look from the
// first paint, long before the field's code arrives. phone-field.tsx imports it as well.
import "react-phone-number-input/style.css";
