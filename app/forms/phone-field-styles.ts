// Imported by the prerendered forms' route modules, so the stylesheet is in the page's head and the field has
// its final look from the first paint, long before the field's code arrives.
import "react-phone-number-input/style.css";
