import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<h1>Empty Module Federation host</h1>);
