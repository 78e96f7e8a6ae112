import { Component } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatCardModule } from '@angular/material/card';
import { PageHeader } from '@shared';

// Added for the VibeLens corpus: three cards, each with one planted bug.
@Component({
  selector: 'app-planted',
  templateUrl: './planted.html',
  styleUrl: './planted.scss',
  imports: [MatButtonModule, MatCardModule, PageHeader],
})
export class Planted {}
