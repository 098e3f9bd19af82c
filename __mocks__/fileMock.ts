// Asset imports resolve to their file name under Jest.
export default 'test-file-stub';
