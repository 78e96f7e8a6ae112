import { Component, signal } from '@angular/core';

// The `ng new` welcome page, moved here from app.html so that the Material
// navigation shell (ng g @angular/material:navigation) can host the routes.
@Component({
  selector: 'app-welcome',
  imports: [],
  templateUrl: './welcome.html',
  styleUrl: './welcome.css',
})
export class Welcome {
  protected readonly title = signal('angular-material');
}
