
import { Admin, Resource, ListGuesser, EditGuesser, ShowGuesser, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { Layout } from './Layout';
import { dataProvider } from './dataProvider';
import { VibelensPlanted } from './VibelensPlanted';


export const App = () => (
    <Admin
        layout={Layout}
        dataProvider={dataProvider}
    >
        <Resource name="posts" list={ListGuesser} edit={EditGuesser} show={ShowGuesser} />
        <Resource name="comments" list={ListGuesser} edit={EditGuesser} show={ShowGuesser} />
        <CustomRoutes>
            <Route path="/vibelens-planted" element={<VibelensPlanted />} />
        </CustomRoutes>
    </Admin>
);
