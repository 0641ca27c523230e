import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes/app-routes';

export const router = createBrowserRouter(appRoutes);
