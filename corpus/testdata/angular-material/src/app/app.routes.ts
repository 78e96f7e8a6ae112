import { Routes } from '@angular/router';
import { Welcome } from './welcome/welcome';
import { DashboardComponent } from './dashboard/dashboard.component';
import { AddressFormComponent } from './address-form/address-form.component';
import { TableComponent } from './table/table.component';

export const routes: Routes = [
  { path: '', component: Welcome },
  { path: 'dashboard', component: DashboardComponent },
  { path: 'address-form', component: AddressFormComponent },
  { path: 'table', component: TableComponent },
];
