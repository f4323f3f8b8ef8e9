/** An error the server answered a form submit with; `field` names the form field it belongs to, if any. */
export interface FormServerError {
  code: string;
  message: string;
  field?: string;
}
