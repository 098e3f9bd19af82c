/** Length limits shared by the sign-up and profile rules (web forms and server alike). */
export const NAME_MAX_LENGTH = 100;
