import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  /** The sender's address, kept to trace abuse. */
  ip: string;
}

/** SQL of the contact_messages table. */
@Injectable()
export class ContactMessagesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async insert(m: NewContactMessage): Promise<void> {
    await this.ds.query(`INSERT INTO contact_messages (name, email, message, ip) VALUES ($1, $2, $3, $4)`, [m.name, m.email, m.message, m.ip]);
  }
}
