// Style imports mean nothing to Jest.
export default {};
