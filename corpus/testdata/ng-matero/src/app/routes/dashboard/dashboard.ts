import { Component } from '@angular/core';
import { PageHeader } from '@shared';

@Component({
  selector: 'app-dashboard',
  templateUrl: './dashboard.html',
  styleUrl: './dashboard.scss',
  imports: [PageHeader],
})
export class Dashboard {}
