<?php
/**
 * Stand-in for WooCommerce's FeaturesUtil (same namespace, name and signature): records the declarations the
 * plugin makes, for tests/php/plugin-harness.php.
 */

// phpcs:disable -- a test stand-in, not plugin code.

namespace Automattic\WooCommerce\Utilities;

class FeaturesUtil {
	public static $declared = array();
	public static function declare_compatibility( string $feature_id, string $plugin_file, bool $positive_compatibility = true ): bool {
		self::$declared[] = array( $feature_id, basename( dirname( $plugin_file ) ) . '/' . basename( $plugin_file ), $positive_compatibility );
		return true;
	}
}
