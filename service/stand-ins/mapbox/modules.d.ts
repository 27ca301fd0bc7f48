// The map service's protobuf libraries ship without type declarations; these are the parts it uses.
declare module 'vt-pbf' {
	import type { Tile } from 'geojson-vt';
	export function fromGeojsonVt(
		layers: Record< string, Pick< Tile, 'features' > >,
		options?: { version?: number; extent?: number }
	): Uint8Array;
}

declare module 'pbf' {
	export default class Pbf {
		constructor( buffer?: Uint8Array );
		pos: number;
		readFields< T >(
			read: ( tag: number, result: T, pbf: Pbf ) => void,
			result: T,
			end?: number
		): T;
		readMessage< T >(
			read: ( tag: number, result: T, pbf: Pbf ) => void,
			result: T
		): T;
		readVarint(): number;
		readSVarint(): number;
		readString(): string;
		readBytes(): Uint8Array;
		readDouble(): number;
		readFloat(): number;
		readBoolean(): boolean;
		readPackedVarint( values?: number[] ): number[];
		writeMessage< T >(
			tag: number,
			write: ( item: T, pbf: Pbf ) => void,
			item: T
		): void;
		writeVarintField( tag: number, value: number ): void;
		writeSVarintField( tag: number, value: number ): void;
		writeStringField( tag: number, value: string ): void;
		writeBytesField( tag: number, value: Uint8Array ): void;
		finish(): Uint8Array;
	}
}
