// The spec's alert texts, word for word.
export const REQUEST_FAILED = 'There was an error processing your request. Please try again later.';
export const JOB_REQUEST_SENT = 'Your request has been sent successfully!';
export const EMAIL_MISSING = 'Please enter your email.';
