/** Exact texts of spec §5 and §8. */
export const POLL_MESSAGES = {
  titleRequired: 'Poll Title is required!',
  titleShort: 'Poll Title should be greater than 10 characters !!',
  titleLong: 'Poll Title should be at most 200 characters !!',
  op1Required: 'Option 1 is required!',
  op2Required: 'Option 2 is required!',
  optionLong: 'Options should be at most 100 characters !!',
  pollIdRange: 'Poll id must be a whole number from 10 to 10009',
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required!',
  nameInvalid: 'Name is Not Valid!',
  emailRequired: 'Email is required!',
  emailInvalid: 'Email is Not Valid!',
  phoneRequired: 'Phone is required!',
  phoneInvalid: 'Mobile Number must be 10 digits!',
  desRequired: 'Description is required!',
  tooLong: 'This field is too long!',
  createdAtInvalid: 'created_at must look like YYYY-MM-DD HH:mm:ss',
  createdAtAhead: 'created_at भेजने के समय से आगे का है: सर्वर की घड़ी से एक दिन से ज़्यादा आगे का समय नहीं लिया जाता।',
} as const;

export const NOTICE_TEXTS = {
  alreadyVoted: 'You already Voted for current Poll...Thank You !!',
  voteThanks: 'Thank you for your Vote...!!',
  contactThanks: 'Thank you for contact us...!!',
} as const;

/** The vote form's own texts (the spec fixes none for these): no option chosen, a poll that is closed. */
export const VOTE_TEXTS = {
  optionRequired: 'वोट देने के लिए कोई एक विकल्प चुनें।',
  pollClosed: 'यह पोल बंद हो चुका है, अब इसमें वोट नहीं दिया जा सकता।',
} as const;
