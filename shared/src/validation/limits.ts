/** Business constants of spec §9 plus the maximum lengths the forms and the server enforce. */
export const LIMITS = {
  pollTitleMin: 10,
  pollTitleMax: 200,
  pollOptionMax: 100,
  pollIdMin: 10,
  pollIdMax: 10009,
  contactNameMin: 3,
  contactNameMax: 100,
  contactEmailMax: 254,
  contactSubjectMax: 200,
  contactMessageMax: 5000,
  phoneDigits: 10,
} as const;
