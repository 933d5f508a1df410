import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/admin-app';
import '../app/tokens.css';
import './app/admin.css';

const root = document.getElementById('admin');
if (!root) throw new Error('admin.html has no #admin element');

createRoot(root).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
