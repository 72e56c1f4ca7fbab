// The company module's public file: what the app uses (issue 20).
export { registerCompany } from './company.plugin';
