// Runs before each web test file's modules load.
process.env.API_BASE_URL = '';
