// The complaints module's public file: what the app uses (issue 20).
export { registerComplaints } from './complaints.plugin';
